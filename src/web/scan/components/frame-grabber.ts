/** Longest side of the frame handed to the decoder: enough for a QR code filling the square. */
const FRAME_MAX = 800;

/**
 * The current video frame as ImageData, scaled down so each decode stays quick on a phone; null
 * until the video has a frame. The canvas is reused between frames.
 */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (video.readyState < 2 || w === 0 || h === 0) return null;
  const scale = Math.min(1, FRAME_MAX / Math.max(w, h));
  const cw = Math.round(w * scale);
  const ch = Math.round(h * scale);
  if (canvas.width !== cw) canvas.width = cw;
  if (canvas.height !== ch) canvas.height = ch;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, cw, ch);
  return ctx.getImageData(0, 0, cw, ch);
}
