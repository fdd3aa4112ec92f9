import type { WebSocket } from 'ws';
import { parseSip, serializeSip, type SipMessage } from './message';

/** One SIP message per WebSocket frame (RFC 7118); a blank frame is a keep-alive. A message that fails is logged. */
export function onSipMessages(socket: WebSocket, handle: (message: SipMessage) => void, log: (line: string) => void): void {
  socket.on('message', (data) => {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    if (text.trim() === '') return; // keep-alive
    try {
      handle(parseSip(text));
    } catch (error) {
      log(`bad SIP message: ${String(error)}`);
    }
  });
}

export function sendSip(socket: WebSocket, message: SipMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(serializeSip(message));
}
