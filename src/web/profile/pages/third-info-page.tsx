/** Being built (issue 14). */
export default function ThirdInfoPage() {
  return null;
}
