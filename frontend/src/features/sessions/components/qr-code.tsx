import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A link's QR code: an SVG image's address once made, or whether making it failed. */
export type QrCodeImage =
  { state: 'pending' } | { state: 'failed' } | { state: 'ready'; src: string };

/**
 * Makes `url`'s QR code as an SVG with the `qrcode` library, loaded only on the pages that show
 * one. Shown as an image, so no markup of the library's enters the page. Made once and kept, so
 * the printed handover sheet draws the same images without waiting.
 */
export function useQrCode(url: string | null): QrCodeImage {
  const [made, setMade] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    if (url === null) return;
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) =>
          current &&
          setMade({ url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        () => current && setMade({ url, src: null }),
      );
    return () => {
      current = false;
    };
  }, [url]);
  if (url === null || made?.url !== url) return { state: 'pending' };
  return made.src === null ? { state: 'failed' } : { state: 'ready', src: made.src };
}

interface QrCodeProps {
  qr: QrCodeImage;
  /** What the image is for, read out by a screen reader. */
  alt: string;
  maxWidth?: number | string;
}

/** A QR code to project in the classroom or to scan from a phone. */
export function QrCode({ qr, alt, maxWidth = 320 }: QrCodeProps) {
  if (qr.state === 'failed') {
    return <Typography color="error">Kode QR gagal dibuat. Bagikan tautannya saja.</Typography>;
  }
  if (qr.state === 'pending') return <CircularProgress aria-label="Membuat kode QR" />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        component="img"
        src={qr.src}
        alt={alt}
        sx={{ width: '100%', maxWidth, aspectRatio: '1' }}
      />
    </Box>
  );
}
