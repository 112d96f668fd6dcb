/// The column names of Inertia's CSV log format.
///
/// One header line, then one row per sample, comma separated, `.`-decimal numbers:
/// `time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2,mag_x_uT,mag_y_uT,mag_z_uT,temperature_c`
/// - time in seconds on the sensor clock; gyroscope rad/s; accelerometer m/s² (specific
///   force, +9.81 on the axis pointing up at rest); magnetometer µT; temperature °C.
/// - magnetometer and temperature fields are empty when absent; `nan` is a value (kept).
/// - Columns are found by name, so their order may differ and unknown columns are ignored.
///   Recordings with ground truth (the BROAD files) add `ref_qw,ref_qx,ref_qy,ref_qz`
///   (sensor→ENU, `nan` when unknown) and `movement` (1 = the sample counts for the error).
public enum CSVLogFormat {
    public static let time = "time_s"
    public static let gyroscope = ["gyro_x_rad_s", "gyro_y_rad_s", "gyro_z_rad_s"]
    public static let accelerometer = ["accel_x_m_s2", "accel_y_m_s2", "accel_z_m_s2"]
    public static let magnetometer = ["mag_x_uT", "mag_y_uT", "mag_z_uT"]
    public static let temperature = "temperature_c"
    public static let reference = ["ref_qw", "ref_qx", "ref_qy", "ref_qz"]
    public static let movement = "movement"

    /// Columns every log must have.
    public static let requiredColumns = [time] + gyroscope + accelerometer

    /// The columns Inertia writes, in order.
    public static let columns = [time] + gyroscope + accelerometer + magnetometer + [temperature]

    /// The header line Inertia writes.
    public static let header = columns.joined(separator: ",")
}
