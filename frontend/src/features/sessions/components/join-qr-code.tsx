import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * The join link as a QR code to project in the classroom: an SVG from the `qrcode` library,
 * loaded only on this page. Shown as an image, so no markup of the library's enters the page.
 */
export function JoinQrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<{ url: string; text: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (text) => current && setSvg({ url, text }),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [url]);

  if (failed) {
    return <Typography color="error">Kode QR gagal dibuat. Bagikan tautannya saja.</Typography>;
  }
  if (svg?.url !== url) {
    return <CircularProgress aria-label="Membuat kode QR" />;
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.text)}`}
        alt={`Kode QR untuk ${url}`}
        sx={{ width: '100%', maxWidth: 320, aspectRatio: '1' }}
      />
    </Box>
  );
}
