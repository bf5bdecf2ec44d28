/**
 * The shared image library (procedural, made by scripts/generate-gallery.mjs). Pages pick images
 * from here by name; every image is 1200x800.
 */
export interface GalleryImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

const image = (name: string, alt: string, caption: string): GalleryImage => ({
  src: `/images/gallery/${name}.webp`,
  width: 1200,
  height: 800,
  alt,
  caption,
});

export const galleryImages = {
  plaqueAssay: image(
    'plaque-assay',
    'Clear phage plaques scattered across a bacterial lawn in a Petri dish',
    'Plaque assay: each clear spot is a colony of phages',
  ),
  temPhages: image(
    'tem-phages',
    'Electron micrograph style image of tailed phages with hexagonal heads and tail fibres',
    'Tailed phages, negative stain (illustration)',
  ),
  gramStain: image(
    'gram-stain',
    'Gram-stained bacterial rods, purple and pink, under a light microscope',
    'Gram stain: Gram-positive (purple) and Gram-negative (pink) rods',
  ),
  fluorescence: image(
    'fluorescence',
    'Fluorescence micrograph of cyan bacterial cells with red-labelled phages',
    'Fluorescently labelled phages (red) binding to bacteria (cyan)',
  ),
  biofilmSem: image(
    'biofilm-sem',
    'Scanning electron micrograph style image of clustered cocci in a biofilm',
    'Cocci embedded in a biofilm matrix',
  ),
  capsidCryoEm: image(
    'capsid-cryo-em',
    'Cryo-electron micrograph style field of icosahedral phage capsids',
    'Icosahedral capsids in vitreous ice (illustration)',
  ),
  petriDishes: image(
    'petri-dishes',
    'Five Petri dishes with bacterial colonies on a dark lab bench',
    'Clinical isolates growing on agar',
  ),
  wellPlate: image(
    'well-plate',
    'A 96-well plate showing a gradient from turbid to clear wells',
    'Host-range screening in a 96-well plate',
  ),
  sequencingTrace: image(
    'sequencing-trace',
    'Coloured DNA sequencing chromatogram peaks with base calls',
    'Sanger sequencing trace of a phage gene',
  ),
  gelElectrophoresis: image(
    'gel-electrophoresis',
    'Agarose gel with glowing DNA bands in ten lanes',
    'PCR products on an agarose gel',
  ),
  cultureFlasks: image(
    'culture-flasks',
    'Three culture flasks clearing from turbid to clear after phage is added',
    'Lysis: a culture clears as phages kill the host',
  ),
  genomeMap: image(
    'genome-map',
    'Circular map of a phage genome with coloured gene blocks',
    'Annotated phage genome, about 48 kb',
  ),
} as const satisfies Record<string, GalleryImage>;

export type GalleryImageName = keyof typeof galleryImages;
