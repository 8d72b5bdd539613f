/** Toasts load on first use, keeping antd-mobile's popup machinery out of the first page load. */
export async function toast(content: string, icon?: 'success' | 'fail'): Promise<void> {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.show({ content, ...(icon ? { icon } : {}) });
}
