/** `/my/saved`: Articles I saved. Being built (issue 9). */
export default function MySavedPage() {
  return null;
}
