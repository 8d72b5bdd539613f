import type { ScanKey } from './scan-en-us.ts';

export const scanZhCN: Record<ScanKey, string> = {
  'scan.title': '扫码验真',
  'scan.resultTitle': '查验结果',
  'scan.fakeTitle': '非正品',
  'scan.entry': '扫描产品',
  'scan.entryHint': '验证真伪并赚取积分',
  'scan.cameraDenied': '相机权限被拒绝',
  'scan.noCamera': '没有连接的摄像头',
};
