import type { Feature } from '../features.ts';

/** Lotteries and raffles after entry: `activity/lottery?id=` (my entries, the draw, winners). */
export const lotteryRoutes: Feature = async () => {};
