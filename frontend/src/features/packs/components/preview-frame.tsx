import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';

/** The screens a preview can stand for: a student's phone, and a lab's laptop. */
export const FRAMES = {
  phone: { width: 390, height: 844, label: 'Ponsel (390 px)' },
  lab: { width: 1366, height: 768, label: 'Lab (1366×768)' },
} as const;
export type FrameKind = keyof typeof FRAMES;

/** The app's base styles, written once into the frame's head. */
const Baseline = memo(function Baseline() {
  return <CssBaseline />;
});

/** The width the frame's box has on the page, to scale the screen down to. */
function useBoxWidth() {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.current.observe(node);
  }, []);
  return { ref, width };
}

/**
 * A student's screen inside the page: an iframe of that screen's size, scaled down to fit, with
 * React drawing into it (a portal) and Emotion writing its styles into its head. The app's
 * breakpoints then follow the frame's width, not the teacher's window.
 */
export function PreviewFrame({ kind, children }: { kind: FrameKind; children: ReactNode }) {
  const frame = FRAMES[kind];
  const iframe = useRef<HTMLIFrameElement>(null);
  const [target, setTarget] = useState<{ body: HTMLElement; cache: EmotionCache } | null>(null);
  const { ref, width } = useBoxWidth();
  const scale = Math.min(1, (width ?? frame.width * 0.4) / frame.width);

  const attach = useCallback(() => {
    const document = iframe.current?.contentDocument;
    if (!document?.body) return;
    setTarget((current) => {
      if (current?.body === document.body) return current;
      document.documentElement.lang = 'id';
      return {
        body: document.body,
        cache: createCache({ key: 'preview', container: document.head }),
      };
    });
  }, []);
  useEffect(attach, [attach]);

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Box
        sx={{
          width: frame.width * scale,
          height: frame.height * scale,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: kind === 'phone' ? 3 : 1,
          mx: 'auto',
        }}
      >
        <iframe
          ref={iframe}
          title={`Pratinjau: ${frame.label}`}
          onLoad={attach}
          style={{
            width: frame.width,
            height: frame.height,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            display: 'block',
          }}
        />
      </Box>
      {target &&
        createPortal(
          <CacheProvider value={target.cache}>
            <Baseline />
            {children}
          </CacheProvider>,
          target.body,
        )}
    </Box>
  );
}
