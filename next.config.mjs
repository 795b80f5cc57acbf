import { insecureBuildSettings } from './lib/secure-url.mjs';

// A form endpoint that is not https: would send visitors' messages unencrypted: refuse to build.
const refused = insecureBuildSettings(process.env);
if (refused.length > 0) {
  for (const line of refused) console.error(`✖ ${line}`);
  process.exit(1);
}

if (!process.env.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY) {
  console.warn(
    '\n⚠ NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY is not set: the contact page will show the email ' +
      'address and phone number instead of the form. Set it to the form service access key ' +
      '(docs/deploying.md, "Settings") to publish the form.\n',
  );
}
if (!process.env.NEXT_PUBLIC_SITE_URL) {
  console.warn(
    '\n⚠ NEXT_PUBLIC_SITE_URL is not set: absolute URLs (canonical links, the form redirect) use ' +
      'the placeholder https://www.motas.org.uk (docs/deploying.md, "Settings").\n',
  );
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A fully static site: `next build` writes every page to `out/` for any CDN.
  output: 'export',
  // Clean URLs (`/about`, not `/about/`) to match the hosting configuration.
  trailingSlash: false,
  reactStrictMode: true,
};

export default nextConfig;
