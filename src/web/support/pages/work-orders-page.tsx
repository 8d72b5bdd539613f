/** Being built (issue 14). */
export default function WorkOrdersPage() {
  return null;
}
