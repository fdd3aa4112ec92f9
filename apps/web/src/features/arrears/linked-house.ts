import { useSearchParams } from 'react-router-dom';

/** The house named by the route's ?houseId= (screens link to each other with it through the menu route). */
export function useLinkedHouse(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('houseId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
