import CChafa
import Foundation

/// Draws a decoded picture for the terminal with chafa (Debian's libchafa): as kitty graphics, an
/// iTerm2 inline image or sixels, or true-colour half-blocks; `columns` wide, as tall as its shape asks
/// (a cell being about twice as tall as wide), at most `maximumRows`.
public enum TerminalPictureRenderer {
    public static func render(_ image: DecodedImage, as graphics: TerminalGraphics, columns: Int, maximumRows: Int = 40) -> TerminalPicture? {
        guard graphics != .none, columns > 0, image.width > 0, image.height > 0 else { return nil }
        let rows = max(1, min(maximumRows, Int((Double(columns) * Double(image.height) / Double(image.width) / 2).rounded())))
        let width = min(columns, max(1, Int((Double(rows) * 2 * Double(image.width) / Double(image.height)).rounded())))
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, gint(width), gint(rows))
        // Cells of as many of the photo's own pixels as fit (at most 10×20): pixel protocols then send
        // the photo at its size instead of scaled up.
        let cellWidth = max(1, min(10, image.width / width))
        chafa_canvas_config_set_cell_geometry(config, gint(cellWidth), gint(cellWidth * 2))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
        chafa_canvas_config_set_pixel_mode(config, pixelMode(graphics))
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_VHALF)
        chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_SPACE)
        chafa_canvas_config_set_symbol_map(config, symbols)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, gint(image.width), gint(image.height), gint(image.width * 4))
        }
        guard let printed = chafa_canvas_print(canvas, nil) else { return nil }
        defer { g_string_free(printed, 1) }
        let text = String(cString: printed.pointee.str)
        return TerminalPicture(text: text.hasSuffix("\n") ? text : text + "\n", graphics: graphics)
    }

    private static func pixelMode(_ graphics: TerminalGraphics) -> ChafaPixelMode {
        switch graphics {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .blocks, .none: CHAFA_PIXEL_MODE_SYMBOLS
        }
    }
}
