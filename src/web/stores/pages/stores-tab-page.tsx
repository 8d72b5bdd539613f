/** `/store`: Nearby stores: distance list, type filter, my location or a city. Being built (issue 10). */
export default function StoresTabPage() {
  return null;
}
