import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image (SVG data URL: sharp on paper at any size). The qrcode library comes with the
 * chunk of the screen or dialog that shows one, never with the shell: import this file only from lazy code.
 */
export function QrImage({ text, size, alt }: { text: string; size: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!src) return <Skeleton w={size} h={size} />;
  return <img src={src} width={size} height={size} alt={alt} data-testid="qr-image" data-qr-text={text} />;
}
