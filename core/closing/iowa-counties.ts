/**
 * Iowa's 99 counties, where a closing file's deed and mortgage are recorded (each county's
 * recorder). A closing file names one; the list keeps a misspelt county out of the records we
 * send to a recorder. Pure data.
 */
export const IOWA_COUNTIES = [
  "Adair", "Adams", "Allamakee", "Appanoose", "Audubon", "Benton", "Black Hawk", "Boone", "Bremer", "Buchanan",
  "Buena Vista", "Butler", "Calhoun", "Carroll", "Cass", "Cedar", "Cerro Gordo", "Cherokee", "Chickasaw", "Clarke",
  "Clay", "Clayton", "Clinton", "Crawford", "Dallas", "Davis", "Decatur", "Delaware", "Des Moines", "Dickinson",
  "Dubuque", "Emmet", "Fayette", "Floyd", "Franklin", "Fremont", "Greene", "Grundy", "Guthrie", "Hamilton",
  "Hancock", "Hardin", "Harrison", "Henry", "Howard", "Humboldt", "Ida", "Iowa", "Jackson", "Jasper",
  "Jefferson", "Johnson", "Jones", "Keokuk", "Kossuth", "Lee", "Linn", "Louisa", "Lucas", "Lyon",
  "Madison", "Mahaska", "Marion", "Marshall", "Mills", "Mitchell", "Monona", "Monroe", "Montgomery", "Muscatine",
  "O'Brien", "Osceola", "Page", "Palo Alto", "Plymouth", "Pocahontas", "Polk", "Pottawattamie", "Poweshiek", "Ringgold",
  "Sac", "Scott", "Shelby", "Sioux", "Story", "Tama", "Taylor", "Union", "Van Buren", "Wapello",
  "Warren", "Washington", "Wayne", "Webster", "Winnebago", "Winneshiek", "Woodbury", "Worth", "Wright",
] as const;

export type IowaCounty = (typeof IOWA_COUNTIES)[number];

const BY_KEY = new Map<string, IowaCounty>(IOWA_COUNTIES.map((c) => [keyOf(c), c]));

function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bcounty\b/g, "")
    .replace(/[^a-z]/g, "");
}

/** The county as it is spelled officially, from what a person typed ("black hawk county", "OBrien"); undefined if none. */
export function iowaCounty(typed: string): IowaCounty | undefined {
  return BY_KEY.get(keyOf(typed));
}
