import { useEffect, useState } from 'react';
import { useHouse } from '../api/house';
import { useLinkedHouse } from '../linked-house';

/**
 * The house a search panel shows: chosen with estate and house pickers, or named by the route's
 * ?houseId= (the picker's estate then follows the house).
 */
export function useChosenHouse() {
  const linked = useLinkedHouse();
  const [estateId, setEstateId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(linked);
  const house = useHouse(houseId);
  const houseEstate = house.data?.house.estateId;
  useEffect(() => {
    if (linked) setHouseId(linked);
  }, [linked]);
  useEffect(() => {
    if (houseEstate && estateId === null) setEstateId(houseEstate);
  }, [houseEstate, estateId]);
  return { estateId, setEstateId, houseId, setHouseId, house };
}
