/** Being built (issue 14). */
export default function WorkOrderPage() {
  return null;
}
