import type { Graph } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structured-data';

/** Structured data for search engines. A data block, never run, so the CSP needs no hash for it. */
export function JsonLd({ data }: { data: Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
