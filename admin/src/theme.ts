import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in StackLens' primary colour. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1668dc' }, secondary: { main: '#1668dc' } },
};
