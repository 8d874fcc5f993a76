export { ExportsScreen as Component } from '@/features/data-export';
