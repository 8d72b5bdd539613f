import type { ScanKey } from './scan-en-us.ts';

export const scanKoKR: Record<ScanKey, string> = {
  'scan.title': '스캔하여 정품 확인',
  'scan.resultTitle': '스캔 결과',
  'scan.fakeTitle': '정품 아님',
  'scan.entry': '제품 스캔',
  'scan.entryHint': '정품 확인하고 포인트 받기',
  'scan.cameraDenied': '카메라 권한이 거부되었습니다',
  'scan.noCamera': '연결된 카메라가 없습니다',
};
