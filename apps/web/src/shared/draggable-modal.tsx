import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DRAGGABLE_MODAL_DELAY_MS } from './config';

export interface DraggableModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Width and height in px (spec section 9 sizes). */
  w: number;
  h?: number;
  /** false: no close button, Escape and outside clicks do nothing (the forced password change). */
  closable?: boolean;
  children: ReactNode;
  testId?: string;
  zIndex?: ModalProps['zIndex'];
}

/**
 * A Mantine modal of an exact size whose header drags it around. The drag handlers attach
 * 50 ms after opening (spec section 9), once the modal's header is in the page.
 */
export function DraggableModal({ opened, onClose, title, w, h, closable = true, children, testId, zIndex }: DraggableModalProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [ready, setReady] = useState(false);
  const drag = useRef<{ sx: number; sy: number; ox: number; oy: number } | null>(null);
  const titleRef = useRef<HTMLDivElement | null>(null);
  const offsetRef = useRef(offset);
  offsetRef.current = offset;

  useEffect(() => {
    if (!opened) {
      setOffset({ x: 0, y: 0 });
      setReady(false);
      return;
    }
    const timer = setTimeout(() => setReady(true), DRAGGABLE_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened]);

  useEffect(() => {
    if (!ready) return;
    const move = (e: MouseEvent) => {
      const d = drag.current;
      if (d) setOffset({ x: d.ox + e.clientX - d.sx, y: d.oy + e.clientY - d.sy });
    };
    const up = () => (drag.current = null);
    // the whole header drags, not only the title text
    const header = titleRef.current?.closest('header');
    const down = (e: MouseEvent) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
      e.preventDefault();
      drag.current = { sx: e.clientX, sy: e.clientY, ox: offsetRef.current.x, oy: offsetRef.current.y };
    };
    header?.addEventListener('mousedown', down);
    if (header) header.style.cursor = 'move';
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
    return () => {
      header?.removeEventListener('mousedown', down);
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
  }, [ready]);

  return (
    <Modal
      opened={opened}
      onClose={closable ? onClose : () => undefined}
      title={
        <div ref={titleRef} style={{ userSelect: 'none', width: '100%' }}>
          {title}
        </div>
      }
      size={w}
      centered
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      zIndex={zIndex}
      data-testid={testId}
      styles={{
        content: {
          position: 'relative',
          left: offset.x,
          top: offset.y,
          width: w,
          flex: `0 0 ${w}px`,
          ...(h ? { height: h, maxHeight: h } : {}),
          display: 'flex',
          flexDirection: 'column',
        },
        title: { flex: 1 },
        header: { minHeight: 44, paddingTop: 8, paddingBottom: 8 },
        body: { flex: 1, overflow: 'auto', display: 'flex', flexDirection: 'column' },
      }}
    >
      {children}
    </Modal>
  );
}
