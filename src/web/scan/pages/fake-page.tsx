/** Placeholder while the page is built (issue 11). */
export default function FakePage() {
  return null;
}
