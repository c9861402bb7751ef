import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';

interface ItemControlsProps {
  /** What the buttons act on, e.g. "topik 2". */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The last item of a list that needs one is not removed. */
  removable?: boolean;
}

/** Up, down and remove, for one item of an ordered list. */
export function ItemControls({
  name,
  index,
  count,
  onMove,
  onRemove,
  removable = true,
}: ItemControlsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      <IconButton
        aria-label={`Naikkan ${name}`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        aria-label={`Turunkan ${name}`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownwardIcon />
      </IconButton>
      <IconButton aria-label={`Hapus ${name}`} disabled={!removable} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
