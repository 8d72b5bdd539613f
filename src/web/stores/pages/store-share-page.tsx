/** `/store/share`: Share a store: photo, location step, form. Being built (issue 10). */
export default function StoreSharePage() {
  return null;
}
