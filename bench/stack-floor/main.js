/* global document */
// The least a page of this stack loads: React, React Router's data router, MUI with a light and dark
// theme, i18next and TanStack Query, each used once, and no page of the portal's own.
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';

void i18n
  .use(initReactI18next)
  .init({ resources: { en: { translation: { title: 'Programs' } } }, lng: 'en' });

function Home() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['now'], queryFn: async () => new Date().toISOString() });
  return h(
    Container,
    null,
    h(Typography, { variant: 'h1' }, t('title')),
    h(Typography, null, data),
    h(Button, { component: Link, to: '/', variant: 'contained' }, t('title')),
  );
}

function Layout() {
  return h(AppBar, { position: 'static' }, h(Toolbar, null, h(Typography, null, 'Stack floor')));
}

const router = createBrowserRouter([{ path: '/', element: h('div', null, h(Layout), h(Home)) }]);
const theme = createTheme({ colorSchemes: { light: true, dark: true }, cssVariables: true });

createRoot(document.getElementById('root')).render(
  h(
    QueryClientProvider,
    { client: new QueryClient() },
    h(ThemeProvider, { theme }, h(CssBaseline), h(RouterProvider, { router })),
  ),
);
