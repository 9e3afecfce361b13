/**
 * Traditional (US) wedding anniversary gifts by year, as listed by HowStuffWorks, "List of
 * Traditional Anniversary Gifts" (which cites the Stamford Advocate):
 * https://people.howstuffworks.com/culture-traditions/cultural-traditions/traditional-anniversary-gifts3.htm
 * Lists differ by country and publisher (the UK swaps paper and cotton, some give 35 coral or
 * 75 diamond); years this list does not name have no traditional gift here.
 */
export const TRADITIONAL_ANNIVERSARY_GIFTS: ReadonlyMap<number, string> = new Map([
  [1, 'Paper'], [2, 'Cotton'], [3, 'Leather'], [4, 'Linen'], [5, 'Wood'], [6, 'Iron'], [7, 'Wool'], [8, 'Bronze'],
  [9, 'Pottery'], [10, 'Tin'], [11, 'Steel'], [12, 'Silk'], [13, 'Lace'], [14, 'Ivory'], [15, 'Crystal'],
  [20, 'China'], [25, 'Silver'], [30, 'Pearl'], [40, 'Ruby'], [45, 'Sapphire'], [50, 'Gold'], [55, 'Emerald'], [60, 'Diamond'],
]);

export const ANNIVERSARY_GIFTS_SOURCE =
  'HowStuffWorks, List of Traditional Anniversary Gifts (US traditional list): https://people.howstuffworks.com/culture-traditions/cultural-traditions/traditional-anniversary-gifts3.htm';
