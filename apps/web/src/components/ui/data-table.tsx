import { Table, type TableProps } from '@mantine/core';
import classes from './data-table.module.css';

/** A Mantine table for data: column heads on one line at the bottom, cells centred vertically. */
export function DataTable(props: Omit<TableProps, 'className'>) {
  return <Table {...props} className={classes.table} />;
}
