export * from './house-tree.endpoints';
