/** Whether the visitor asked the browser to save data (Data Saver, `Save-Data`): then nothing is fetched ahead. */
export function savesData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
