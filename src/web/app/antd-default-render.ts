/**
 * Stands in for antd-mobile's default imperative render (`antd-mobile/es/utils/render`, which is
 * rc-util's React 16-18 render with Babel's regenerator runtime: about 4 KiB of the first load) in
 * the build (vite.config.ts, `antdRender`). The app sets React 19's root API with
 * `unstableSetRender` before anything renders imperatively (start-app.tsx), so this never runs.
 */
const notSet = () => {
  throw new Error('antd-mobile renders through unstableSetRender, set in start-app.tsx');
};

export const render = notSet;
export const unmount = notSet;
