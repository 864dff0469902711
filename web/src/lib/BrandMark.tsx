import { Box } from '@chakra-ui/react';

/** The company logo: a house on an accent tile (inline SVG, nothing loaded from the network). */
export function BrandMark({ size = 8 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" boxSize={size} flexShrink={0} aria-hidden>
      <svg viewBox="0 0 32 32" width="100%" height="100%" focusable="false">
        <rect width="32" height="32" rx="8" fill="#2563eb" />
        <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
    </Box>
  );
}
