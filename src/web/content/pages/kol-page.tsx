// Placeholder until the page is built.
export default function Page() {
  return null;
}
