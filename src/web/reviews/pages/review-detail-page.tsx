/** `/product/detail/{id}`: One review with its replies. Being built (issue 10). */
export default function ReviewDetailPage() {
  return null;
}
