import './app/styles';
import { mountApp } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

void mountApp(container);
