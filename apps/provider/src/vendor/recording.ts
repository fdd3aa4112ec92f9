/**
 * A short real recording per call: 16-bit mono PCM WAV at 8 kHz, two tones (the agent's and the
 * customer's side) for `seconds`, so players show a duration and play sound.
 */
export function toneWav(seconds: number, seed: number): Buffer {
  const rate = 8000;
  const samples = Math.max(1, Math.round(rate * Math.min(Math.max(seconds, 0.5), 5)));
  const data = Buffer.alloc(samples * 2);
  const f1 = 440 + (seed % 7) * 40;
  const f2 = 660 + (seed % 5) * 30;
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const f = Math.floor(t * 2) % 2 === 0 ? f1 : f2;
    const v = Math.round(Math.sin(2 * Math.PI * f * t) * 0.3 * 32767);
    data.writeInt16LE(v, i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
