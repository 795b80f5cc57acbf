import { describe, expect, it } from 'vitest';
import { insecureBuildSettings, insecureUrlReason } from './secure-url.mjs';

describe('insecureUrlReason', () => {
  it('accepts https and, for the tests, plain http to this machine', () => {
    expect(insecureUrlReason('https://api.web3forms.com/submit')).toBeUndefined();
    for (const url of ['http://127.0.0.1:4174/submit', 'http://localhost/x', 'http://[::1]:80/'])
      expect(insecureUrlReason(url, { allowLoopback: true })).toBeUndefined();
  });

  it('refuses plain http elsewhere, loopback too unless allowed, and what is not a URL', () => {
    expect(insecureUrlReason('http://forms.example/submit', { allowLoopback: true })).toMatch(
      /^is http: rather than https:/,
    );
    expect(insecureUrlReason('http://127.0.0.1:4174/submit')).toMatch(/rather than https:/);
    expect(insecureUrlReason('http://127.0.0.2.example/', { allowLoopback: true })).toBeDefined();
    expect(insecureUrlReason('/submit')).toBe('is not an absolute URL');
  });
});

describe('insecureBuildSettings', () => {
  it('names each insecure variable and what to set, in one line each', () => {
    expect(
      insecureBuildSettings({
        NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: 'http://forms.example/submit',
      }),
    ).toEqual([
      "NEXT_PUBLIC_CONTACT_FORM_ENDPOINT=http://forms.example/submit is http: rather than https:, so what visitors send would travel unencrypted: set it to the form service's https:// submit address, or unset it for the default.",
    ]);
  });

  it('passes unset settings, https and the tests’ loopback endpoint', () => {
    expect(insecureBuildSettings({})).toEqual([]);
    expect(
      insecureBuildSettings({ NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: 'http://127.0.0.1:4174/submit' }),
    ).toEqual([]);
  });
});
