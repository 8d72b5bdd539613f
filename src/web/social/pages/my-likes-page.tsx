/** `/my/likes`: Articles I liked. Being built (issue 9). */
export default function MyLikesPage() {
  return null;
}
