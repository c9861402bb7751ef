import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import { useNearViewport } from '../../../lib/use-near-viewport';

const SiteFooter = lazy(() =>
  import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })),
);

/**
 * The footer's place while its code loads: its colour and about its height, so the page ends
 * where it will and the reader sees the footer arriving rather than a blank.
 */
function FooterPlace({ placeRef }: { placeRef?: React.Ref<HTMLDivElement> }) {
  return (
    <Box
      ref={placeRef}
      aria-busy
      data-testid="footer-place"
      sx={{ bgcolor: '#102a4c', mt: 8, minHeight: { xs: 560, md: 320 } }}
    />
  );
}

/**
 * The site footer at the end of a long page: its code (the contact details, the social icons,
 * the partners' logos) is downloaded as the reader scrolls towards it, not with the page.
 */
export function SiteFooterWhenNear() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  if (!near) return <FooterPlace placeRef={place} />;
  return (
    <Suspense fallback={<FooterPlace />}>
      <SiteFooter />
    </Suspense>
  );
}
