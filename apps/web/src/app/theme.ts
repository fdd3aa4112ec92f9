import { createTheme } from '@mantine/core';

/** The product's Mantine theme: the staff app and the owners' portal look the same. */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif',
  defaultRadius: 'sm',
});
