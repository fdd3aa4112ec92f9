import type { Notice } from './softphone-backend';
import { MSG } from './messages';

/** The page's audio: the remote party's voice out, and the microphone check before any call. */
export class PhoneMedia {
  readonly audio: HTMLAudioElement | null = typeof Audio === 'undefined' ? null : new Audio();

  constructor(private readonly notice: Notice) {
    if (this.audio) this.audio.autoplay = true;
  }

  /** No microphone or no permission: tell the agent before SIP does anything (spec section 8). */
  async hasMicrophone(): Promise<boolean> {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.getUserMedia) {
      this.notice('error', MSG.noMicrophone);
      return false;
    }
    try {
      const list = await devices.enumerateDevices();
      if (!list.some((d) => d.kind === 'audioinput')) {
        this.notice('error', MSG.noMicrophone);
        return false;
      }
    } catch {
      // enumerateDevices is optional; getUserMedia's own failure is handled in 'failed'
    }
    return true;
  }

  playRemote(pc: RTCPeerConnection): void {
    pc.addEventListener('track', (ev) => {
      if (this.audio && ev.streams[0]) this.audio.srcObject = ev.streams[0];
    });
  }
}
