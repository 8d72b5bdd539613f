/** Placeholder while the page is built (issue 11). */
export default function ScanResultPage() {
  return null;
}
