import '../back-img.css';

/** A member's profile background: a 5:2 band across the top of their card, or nothing (the plain card). */
export function BackImgBand({ url, testId }: { url: string | null | undefined; testId: string }) {
  return url ? (
    <div
      className="vc-back-band"
      style={{ backgroundImage: `url("${url}")` }}
      data-testid={testId}
      data-src={url}
    />
  ) : null;
}
