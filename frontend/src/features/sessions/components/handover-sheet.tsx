import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { usePrinting } from '../../../lib/use-printing';
import type { QrCodeImage } from './qr-code';

export interface HandoverSheetProps {
  name: string;
  code: string;
  /** The app's address, where `/history` is. */
  baseUrl: string;
  joinUrl: string;
  joinQr: QrCodeImage;
  teacherUrl: string;
  teacherQr: QrCodeImage;
  teacherKey: string;
}

/** Only the sheet goes to paper, on one A4 page, black on white. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        body: { background: '#fff' },
        'body > :not([data-print-sheet])': { display: 'none !important' },
      },
    }}
  />
);

const linkText = { fontFamily: 'monospace', fontSize: '9.5pt', overflowWrap: 'anywhere' } as const;
const heading = { fontSize: '13pt', fontWeight: 700, mt: '5mm', mb: '2mm' } as const;

function SheetQr({ qr, alt }: { qr: QrCodeImage; alt: string }) {
  if (qr.state !== 'ready') return null;
  return (
    <Box component="img" src={qr.src} alt={alt} sx={{ width: '52mm', height: '52mm', my: '2mm' }} />
  );
}

/**
 * The handover sheet: one printed page the administrator hands to the school's teacher, with
 * the session, the students' join link and the teacher link (each with its QR code), and the
 * teacher's first steps. Drawn only while the page is printed, as the results table's paper copy
 * is; it holds the key, so it is printed from the one dialog that shows it.
 */
export function HandoverSheet({
  name,
  code,
  baseUrl,
  joinUrl,
  joinQr,
  teacherUrl,
  teacherQr,
  teacherKey,
}: HandoverSheetProps) {
  const printing = usePrinting();
  if (!printing) return null;
  return (
    <Portal>
      {printStyles}
      <Box
        data-print-sheet=""
        data-testid="handover-sheet"
        sx={{ display: 'none', displayPrint: 'block', color: '#000', fontSize: '11pt' }}
      >
        <Typography component="h1" sx={{ fontSize: '18pt', fontWeight: 700 }}>
          Lembar serah terima sesi PIBA
        </Typography>
        <Typography sx={{ fontSize: '14pt', mt: '1mm' }}>{name}</Typography>
        <Typography sx={{ mt: '1mm' }}>
          Kode sesi:{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace', letterSpacing: '0.15em' }}>
            {code}
          </Box>
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '8mm' }}>
          <Box component="section">
            <Typography component="h2" sx={heading}>
              Untuk siswa: tautan bergabung
            </Typography>
            <SheetQr qr={joinQr} alt="Kode QR tautan siswa" />
            <Typography sx={linkText}>{joinUrl}</Typography>
            <Typography sx={{ mt: '2mm' }}>
              Siswa memindai kode ini atau membuka tautannya, lalu menulis nama dan kelas.
            </Typography>
          </Box>
          <Box component="section">
            <Typography component="h2" sx={heading}>
              Untuk guru: tautan hasil
            </Typography>
            <SheetQr qr={teacherQr} alt="Kode QR tautan guru" />
            <Typography sx={linkText}>{teacherUrl}</Typography>
            <Typography sx={{ mt: '2mm' }}>
              Membuka hasil sesi ini tanpa mengetik kunci. Hanya untuk guru.
            </Typography>
          </Box>
        </Box>
        <Typography component="h2" sx={heading}>
          Langkah pertama untuk guru
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: '6mm', '& li': { mb: '1.5mm' } }}>
          <li>
            Sebelum pelajaran, pindai kode QR guru dengan ponsel atau buka tautan guru di komputer.
            Halaman hasil sesi ini langsung terbuka. Bisa juga membuka{' '}
            <Box component="span" sx={linkText}>
              {baseUrl}/history
            </Box>{' '}
            lalu memasukkan kunci sesi{' '}
            <Box component="span" sx={linkText}>
              {teacherKey}
            </Box>
            .
          </li>
          <li>
            Di kelas, tayangkan kode QR siswa atau tulis tautannya di papan. Setiap siswa
            membukanya, menulis nama dan kelas, lalu mengerjakan pretest.
          </li>
          <li>
            Siswa mempelajari materi dan video, lalu mengerjakan posttest. Nilainya langsung masuk
            ke halaman hasil guru.
          </li>
          <li>
            Setelah kelas, lihat hasilnya dan tombol &ldquo;Analisis pembelajaran&rdquo; untuk
            peningkatan tiap kelas. Di komputer bersama, tekan &ldquo;Keluar&rdquo; setelah selesai.
          </li>
        </Box>
        <Typography sx={{ mt: '5mm', border: '1px solid #000', p: '3mm' }}>
          Simpan lembar ini seperti kunci: siapa pun yang memegangnya dapat melihat nama dan nilai
          siswa sesi ini. Jika hilang, minta kunci baru kepada pengelola aplikasi; tautan dan kunci
          yang lama langsung tidak berlaku.
        </Typography>
      </Box>
    </Portal>
  );
}
