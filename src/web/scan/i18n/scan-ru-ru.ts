import type { ScanKey } from './scan-en-us.ts';

export const scanRuRU: Record<ScanKey, string> = {
  'scan.title': 'Проверка по QR-коду',
  'scan.resultTitle': 'Результат проверки',
  'scan.fakeTitle': 'Не оригинал',
  'scan.entry': 'Сканировать товар',
  'scan.entryHint': 'Проверьте подлинность и получите баллы',
  'scan.cameraDenied': 'Доступ к камере запрещён',
  'scan.noCamera': 'Камера не подключена',
};
