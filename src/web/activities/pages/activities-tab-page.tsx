/** Placeholder while the page is built (issue 12). */
export default function ActivitiesTabPage() {
  return null;
}
