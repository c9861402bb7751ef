import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { currentPackKey, DEFAULT_PACK_KEY } from '../pack-version';

interface LessonPackUnavailableProps {
  offline: boolean;
  retry: () => void;
}

/**
 * Said in place of the lesson when its pack version cannot be had: never loaded on this device
 * and no connection, or the server did not give it.
 */
export function LessonPackUnavailable({ offline, retry }: LessonPackUnavailableProps) {
  const ofSession = currentPackKey() !== DEFAULT_PACK_KEY;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" onClick={retry}>
          Coba lagi
        </Button>
      }
    >
      <AlertTitle>{offline ? 'Materi belum tersimpan' : 'Materi tidak dapat dimuat'}</AlertTitle>
      {offline
        ? `Materi ${ofSession ? 'sesi ini' : 'PIBA'} belum tersimpan di perangkat ini. Sambungkan ke internet sekali untuk memuatnya.`
        : 'Server tidak memberikan materi ini. Coba lagi sebentar lagi, atau beri tahu gurumu.'}
    </Alert>
  );
}
