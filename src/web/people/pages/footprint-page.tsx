/** `/footprint`: Articles I opened, newest first; clearable. Being built (issue 9). */
export default function FootprintPage() {
  return null;
}
