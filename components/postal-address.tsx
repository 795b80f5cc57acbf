import type { ContactDetails } from '@/content/types';
import { addressLines } from '@/content/address';

/**
 * The postal address on three lines, the postcode on the last
 * (docs/decisions.md, "Copy and the scheme's details").
 */
export function PostalAddress({
  contact,
  className,
}: {
  contact: ContactDetails;
  className?: string;
}) {
  return (
    <address className={className ?? 'leading-relaxed not-italic'}>
      {addressLines(contact).map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
