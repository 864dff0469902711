import { Link } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';

/** A client's website as an external link (new tab, no referrer); clicking it does not open the row. */
export function WebsiteLink({ href }: { href: string }) {
  const label = href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="blue.600"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      display="inline-flex"
      alignItems="center"
      gap="1"
      maxW="60"
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      <ExternalLink size={12} aria-hidden />
    </Link>
  );
}
